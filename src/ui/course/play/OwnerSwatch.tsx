/** A player's colour with its letter (colour is never the only sign: the letter of lboard.owners). */
import { useTranslation } from '../../../i18n/useTranslation';
import { lOwnerStyle } from '../../lancashire/owners';

export function OwnerSwatch({ colour }: { colour: string }) {
  const { t } = useTranslation();
  const o = lOwnerStyle(colour);
  return (
    <span className="lplay-swatch" style={{ background: o.colour, color: o.text }} aria-hidden="true">
      {t(`lboard.owners.${o.key}.letter`)}
    </span>
  );
}
