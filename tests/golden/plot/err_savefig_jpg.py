# error: an image format matplotlib writes and Weft does not
# no-cross-check: matplotlib writes JPEG
import matplotlib.pyplot as plt
plt.plot([1, 2])
plt.savefig('/tmp/weft_golden_plot.jpg')
# expect runtime error: ValueError: Format 'jpg' is not supported by Weft (supported formats: pdf, png, svg)
