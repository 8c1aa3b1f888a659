# The Mandelbrot set computed by a CUDA kernel (in Weft's simulator) and drawn with
# matplotlib.pyplot: an image with a colorbar, saved as PNG and SVG.
#   weft examples/mandelbrot_plot.py [OUT_PREFIX]     (default: mandelbrot -> mandelbrot.png/.svg)
import sys

import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt
import numpy as np
from numba import cuda

MAX_ITER = 60


@cuda.jit
def mandel(xs, ys, out):
    i, j = cuda.grid(2)
    if i < ys.size and j < xs.size:
        c_re, c_im = xs[j], ys[i]
        z_re, z_im = 0.0, 0.0
        n = 0
        while n < MAX_ITER and z_re * z_re + z_im * z_im <= 4.0:
            z_re, z_im = z_re * z_re - z_im * z_im + c_re, 2.0 * z_re * z_im + c_im
            n += 1
        out[i, j] = n


width, height = 240, 160
xs = np.linspace(-2.0, 1.0, width)
ys = np.linspace(-1.0, 1.0, height)
counts = np.zeros((height, width), dtype=np.int32)
threads = (16, 16)
blocks = ((height + 15) // 16, (width + 15) // 16)
mandel[blocks, threads](xs, ys, counts)

fig, ax = plt.subplots()
im = ax.imshow(counts, cmap='magma', extent=(-2, 1, -1, 1), origin='lower')
fig.colorbar(im, ax=ax, label='iterations')
ax.set_title('Mandelbrot set')
ax.set_xlabel('Re(c)')
ax.set_ylabel('Im(c)')
prefix = sys.argv[1] if len(sys.argv) > 1 else 'mandelbrot'
fig.savefig(prefix + '.png')
fig.savefig(prefix + '.svg')
print('points inside:', int((counts == MAX_ITER).sum()))
