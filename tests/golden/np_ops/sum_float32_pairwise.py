import numpy as np
for n in [7, 100, 129, 1000, 9000, 100000]:
    x = (np.arange(n, dtype=np.float64) * 0.7123 % 1.3).astype(np.float32)
    print(n, x.sum(), x.mean())
m = (np.arange(3000, dtype=np.float64) * 0.31 % 1.7).astype(np.float32).reshape(30, 100)
print(m.sum(axis=1))
print(m.T.sum(axis=0)[:5])
# expect: 7 3.2583 0.46547145
# expect: 100 63.985 0.63985
# expect: 129 82.748795 0.6414635
# expect: 1000 650.75 0.65075
# expect: 9000 5851.25 0.6501389
# expect: 100000 65000.605 0.65000606
# expect: [80.99999  85.299995 84.5      83.700005 88.       82.100006 86.399994
# expect:  83.9      84.8      85.700005 83.2      89.200005 83.299995 84.2
# expect:  85.1      82.6      88.59999  80.99999  85.299995 84.5      85.4
# expect:  88.       80.4      88.1      83.9      84.8      85.700005 81.5
# expect:  87.5      83.299995]
# expect: [80.99999  85.299995 84.5      83.700005 88.      ]
