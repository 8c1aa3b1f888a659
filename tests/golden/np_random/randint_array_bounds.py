# legacy randint with array low/high: bounds checked over all elements, then one masked draw per
# element with its own range
import numpy as np
rs = np.random.RandomState(3)
print(rs.randint([1, 10], [5, 20]), rs.randint([3, 300, 70000]), rs.randint(0, [2, 4], size=(3, 2)), rs.randint([1, 2], 10, dtype=np.int8))
print(rs.randint([0, 5], [[10], [2**40]]), rs.randint([0, 1], 2, dtype=bool), rs.randint([1], [3], dtype=np.uint16), rs.rand())
np.random.seed(1); print(np.random.randint([1, 5, 9], 10), np.random.randint([[1], [100]], [[5], [1000]], size=(2, 3)))
for args in [([5, 1], [2, 3]), ([-1, 0], [3, 3], None, np.uint8), ([0, 0], [0, 1])]:
    try:
        print(np.random.randint(*args))
    except ValueError as e:
        print(e)

# expect: [ 3 18] [    1   131 48056] [[0 0]
# expect:  [1 1]
# expect:  [1 2]] [5 3]
# expect: [[           9            7]
# expect:  [640171177079 714857834981]] [False  True] [1] 0.14537014407540272
# expect: [6 8 9] [[  1   1   4]
# expect:  [815 745 947]]
# expect: low >= high
# expect: low is out of bounds for uint8
# expect: high <= 0
