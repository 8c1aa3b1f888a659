# error: savefig_format
import matplotlib.pyplot as plt
plt.savefig('/tmp/out.xyz')
# expect runtime error: ValueError: Format 'xyz' is not supported (supported formats: eps, jpeg, jpg, pdf, pgf, png, ps, raw, rgba, svg, svgz, tif, tiff, webp)
