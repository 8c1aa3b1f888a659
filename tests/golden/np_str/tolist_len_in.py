import numpy as np
a = np.array(['xy', 'bb'])
print(a.tolist(), len(a), 'bb' in a, 'x' in a)
for s in a:
    print(s)
print(list(a), sorted(a))
# expect: ['xy', 'bb'] 2 True False
# expect: xy
# expect: bb
# expect: ['xy', 'bb'] ['bb', 'xy']
