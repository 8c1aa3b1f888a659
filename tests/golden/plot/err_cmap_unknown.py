# error: a colormap Weft does not have (matplotlib lists its 160 maps; Weft lists its own)
# no-cross-check: the list of colormaps is Weft's
import matplotlib.pyplot as plt
plt.imshow([[0, 1]], cmap='nocmap')
# expect runtime error: ValueError: 'nocmap' is not a valid value for cmap; supported values are 'viridis', 'magma', 'inferno', 'plasma', 'gray', 'hot', 'jet', 'viridis_r', 'magma_r', 'inferno_r', 'plasma_r', 'gray_r', 'hot_r', 'jet_r'
