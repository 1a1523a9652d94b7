// @vitest-environment happy-dom
// An image's box shimmers while it loads, shows a neutral tile when it fails, and an image that has
// loaded once in this session shows at once when it comes back (scrolling back, erasing a search):
// no shimmer and no second render for its load event.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackImage } from '../../renderer/ui/FallbackImage';
import { forgetLoadedImages } from '../../renderer/ui/loaded-images';

afterEach(() => {
  cleanup();
  forgetLoadedImages();
});

function image(src: string) {
  return render(
    <FallbackImage src={src} alt="Cheese" width={64} height={64} fallback={<span>No image</span>} />,
  );
}

describe('FallbackImage', () => {
  it('shimmers until the image has loaded', () => {
    image('https://shop.example/a.png');
    const img = screen.getByRole('img', { name: 'Cheese' });
    expect(img).toHaveClass('image--loading');
    fireEvent.load(img);
    expect(img).not.toHaveClass('image--loading');
  });

  it('shows an image loaded before at once, and a new one with the shimmer', () => {
    const first = image('https://shop.example/a.png');
    fireEvent.load(screen.getByRole('img', { name: 'Cheese' }));
    first.unmount();

    const again = image('https://shop.example/a.png');
    expect(screen.getByRole('img', { name: 'Cheese' })).not.toHaveClass('image--loading');
    again.unmount();

    image('https://shop.example/b.png');
    expect(screen.getByRole('img', { name: 'Cheese' })).toHaveClass('image--loading');
  });

  it('shows the fallback when the image fails, and tries a new URL afresh', () => {
    const { rerender } = image('https://shop.example/broken.png');
    fireEvent.error(screen.getByRole('img', { name: 'Cheese' }));
    expect(screen.getByText('No image')).toBeInTheDocument();
    rerender(
      <FallbackImage
        src="https://shop.example/c.png"
        alt="Cheese"
        width={64}
        height={64}
        fallback={<span>No image</span>}
      />,
    );
    expect(screen.getByRole('img', { name: 'Cheese' })).toHaveClass('image--loading');
  });
});
