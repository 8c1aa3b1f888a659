# np.histogram's bin-width estimators (bins='auto', 'fd', 'doane', 'scott', 'stone', 'rice',
# 'sturges', 'sqrt'), with range= and degenerate data.
import numpy as np
x = (np.arange(300) * 7.31) % 61.0 + np.sqrt(np.arange(300))
for b in ['auto', 'fd', 'doane', 'scott', 'stone', 'rice', 'sturges', 'sqrt']:
    h, e = np.histogram(x, bins=b)
    print(b, len(e) - 1, h.sum(), e[:3])
print(np.histogram(np.arange(10), bins='auto'))
print(np.histogram(np.arange(10), bins='fd', range=(2, 7)))
print(np.histogram_bin_edges([1, 1, 1], bins='auto'))
print(np.histogram([], bins='sturges'))
print(np.histogram(np.array([1, 2, 2, 3, 3, 3, 10]), bins='doane'))

# expect: auto 10 300 [ 0.          7.76080075 15.5216015 ]
# expect: fd 9 300 [ 0.          8.62311194 17.24622389]
# expect: doane 10 300 [ 0.          7.76080075 15.5216015 ]
# expect: scott 9 300 [ 0.          8.62311194 17.24622389]
# expect: stone 6 300 [ 0.         12.93466792 25.86933583]
# expect: rice 14 300 [ 0.          5.54342911 11.08685821]
# expect: sturges 10 300 [ 0.          7.76080075 15.5216015 ]
# expect: sqrt 18 300 [0.         4.31155597 8.62311194]
# expect: (array([2, 2, 2, 2, 2]), array([0. , 1.8, 3.6, 5.4, 7.2, 9. ]))
# expect: (array([3, 3]), array([2. , 4.5, 7. ]))
# expect: [0.5 1.5]
# expect: (array([0]), array([0., 1.]))
# expect: (array([3, 3, 0, 0, 0, 1]), array([ 1. ,  2.5,  4. ,  5.5,  7. ,  8.5, 10. ]))
