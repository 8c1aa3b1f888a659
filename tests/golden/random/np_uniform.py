# np.random.uniform(low, high, size) is low + (high - low) * u.
import numpy as np
np.random.seed(3)
print(np.random.uniform(-1, 1, 4))
print(np.random.uniform())
print(np.random.uniform(10, 20, size=(2, 3)))

# expect: [ 0.10159581  0.41629565 -0.41819052  0.02165521]
# expect: 0.8929469543476547
# expect: [[18.96293089 11.2558531  12.07242878]
# expect:  [10.51467203 14.40809844 10.29876211]]
