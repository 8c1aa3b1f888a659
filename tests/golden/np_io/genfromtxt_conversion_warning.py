# np.genfromtxt(invalid_raise=False): NumPy's ConversionWarning (numpy.lib._iotools, a UserWarning) for the dropped rows; VisibleDeprecationWarning for text read as bytes
import numpy as np, warnings, io
warnings.simplefilter('always')
a = np.genfromtxt(io.StringIO("1 2\n3 4 5\n6 7\n8\n"), invalid_raise=False)
print(a)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    np.genfromtxt(["1,2", "3,4,5"], delimiter=',', invalid_raise=False)
    print(len(w), w[0].category.__name__, w[0].category.__module__, str(w[0].message))

from numpy.lib._iotools import ConversionWarning
print(ConversionWarning.__module__, ConversionWarning.__mro__[1].__name__)
with warnings.catch_warnings():
    warnings.simplefilter('error', ConversionWarning)
    try:
        np.genfromtxt(["1 2", "3"], invalid_raise=False)
    except ConversionWarning as e:
        print('caught', e)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    np.genfromtxt(["a 1"], dtype=None)
    print([x.category.__name__ for x in w])

# expect stderr:     Line #2 (got 3 columns instead of 2)
# expect stderr:     Line #4 (got 1 columns instead of 2)
# expect: [[1. 2.]
# expect:  [6. 7.]]
# expect: 1 ConversionWarning numpy.lib._iotools Some errors were detected !
# expect:     Line #2 (got 3 columns instead of 2)
# expect: numpy.lib._iotools UserWarning
# expect: caught Some errors were detected !
# expect:     Line #2 (got 1 columns instead of 2)
# expect: ['VisibleDeprecationWarning']
