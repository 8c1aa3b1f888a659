# np.ma.zeros/ones give unmasked arrays; concatenate joins data and masks (nomask when none).
import numpy as np
print(repr(np.ma.zeros(3)), repr(np.ma.ones((2, 2), dtype=int)))
a = np.ma.array([1, 2], mask=[0, 1]); b = np.ma.array([3, 4])
print(repr(np.ma.concatenate([a, b])), repr(np.ma.concatenate([b, b])), repr(np.ma.concatenate([b, [5, 6]])))
print(repr(np.ma.concatenate([np.ma.array([[1, 2]], mask=[[1, 0]]), np.ma.array([[3, 4]])], axis=0)))

# expect: masked_array(data=[0., 0., 0.],
# expect:              mask=False,
# expect:        fill_value=1e+20) masked_array(
# expect:   data=[[1, 1],
# expect:         [1, 1]],
# expect:   mask=False,
# expect:   fill_value=999999)
# expect: masked_array(data=[1, --, 3, 4],
# expect:              mask=[False,  True, False, False],
# expect:        fill_value=999999) masked_array(data=[3, 4, 3, 4],
# expect:              mask=False,
# expect:        fill_value=999999) masked_array(data=[3, 4, 5, 6],
# expect:              mask=False,
# expect:        fill_value=999999)
# expect: masked_array(
# expect:   data=[[--, 2],
# expect:         [3, 4]],
# expect:   mask=[[ True, False],
# expect:         [False, False]],
# expect:   fill_value=999999)
