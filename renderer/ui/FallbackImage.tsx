// An image that shows `fallback` instead when its URL is missing or fails to load. The failure is
// remembered per URL, so a new URL (another connection, a refresh) gets a fresh try. Until it has
// loaded, the image's box shimmers (.image--loading in states.css; still for reduced motion), unless
// its URL has loaded before in this session (loaded-images.ts). The desktop app loads it through main
// (image-source.ts).
import { useState, type ReactNode } from 'react';
import { imageSrc } from './image-source';
import { hasLoaded, rememberLoaded } from './loaded-images';

interface FallbackImageProps {
  readonly src: string | null | undefined;
  readonly alt: string;
  readonly className?: string;
  readonly width: number;
  readonly height: number;
  readonly fallback: ReactNode;
}

export function FallbackImage({ src, alt, className, width, height, fallback }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  const loading = loadedSrc !== src && !hasLoaded(src);
  return (
    <img
      className={[className, loading && 'image--loading'].filter(Boolean).join(' ') || undefined}
      src={imageSrc(src)}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={() => {
        if (!loading) return;
        rememberLoaded(src);
        setLoadedSrc(src);
      }}
      onError={() => setFailedSrc(src)}
    />
  );
}
