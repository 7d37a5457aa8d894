import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage, createI18n } from './i18n';
import { pickInitialLanguage, STORAGE_KEY } from './i18n/language';
import { App } from './ui/App';
import './ui/styles.css';

function savedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const lang = pickInitialLanguage(window.location.search, savedLanguage(), navigator.languages ?? [navigator.language]);
const i18n = createI18n(lang);
applyDocumentLanguage(lang);

// Vite's BASE_URL is "/" or "/brass/"; wouter wants "" or "/brass".
const base = import.meta.env.BASE_URL.replace(/\/$/, '');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} base={base} />
    </StrictMode>,
  );
}
