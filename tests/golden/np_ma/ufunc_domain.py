# NumPy's ufuncs on masked arrays mask what lies outside numpy.ma's domains.
import numpy as np
with np.errstate(invalid="ignore", divide="ignore"):
    print(repr(np.sqrt(np.ma.array([-1., 4.], mask=[0, 0]))))
    print(repr(np.log(np.ma.array([0., 1., np.e]))))
    s = np.sin(np.ma.array([0., 1.], mask=[1, 0]))
print(repr(s), s.data)
print(repr(np.add(np.ma.array([1, 2], mask=[1, 0]), 10)))

# expect: masked_array(data=[--, 2.0],
# expect:              mask=[ True, False],
# expect:        fill_value=1e+20)
# expect[avx512_skx]: masked_array(data=[--, 0.0, 0.9999999999999999],
# expect[!avx512_skx]: masked_array(data=[--, 0.0, 1.0],
# expect:              mask=[ True, False, False],
# expect:        fill_value=1e+20)
# expect: masked_array(data=[--, 0.8414709848078965],
# expect:              mask=[ True, False],
# expect:        fill_value=1e+20) [0.         0.84147098]
# expect: masked_array(data=[--, 12],
# expect:              mask=[ True, False],
# expect:        fill_value=999999)
