# legacy choice without replacement but with weights: rounds of draws against the
# renormalised cdf, keeping new indices in first-drawn order
import numpy as np
np.random.seed(3)
print(np.random.choice(10, (2, 3), replace=False, p=np.arange(10) / 45))
print(np.random.choice(['a', 'b', 'c', 'd'], 4, replace=False, p=[0.7, 0.1, 0.1, 0.1]))
print(np.random.choice(5, 2, replace=False, p=[0.5, 0.5, 0, 0, 0]))
print(np.random.RandomState(0).choice(6, 5, False, [0.05, 0.05, 0.1, 0.2, 0.3, 0.3]))
for args in [(3, 4, False, [0.2, 0.3, 0.5]), (3, 3, False, [0.5, 0.5, 0.0])]:
    try:
        np.random.choice(*args)
    except ValueError as e:
        print(e)

# expect: [[7 8 5]
# expect:  [9 2 3]]
# expect: ['a' 'c' 'b' 'd']
# expect: [1 0]
# expect: [4 5 3 2 1]
# expect: Cannot take a larger sample than population when 'replace=False'
# expect: Fewer non-zero entries in p than size
