# Array parameters broadcast against each other (or against size), drawn in C order.
import numpy as np
np.random.seed(0)
print(np.random.normal([0, 10, 100], 1))
print(np.random.normal([[0], [10]], [1, 2, 3]))
print(np.random.uniform([0, 1], 2, size=(2, 2)))
print(np.random.exponential([1.0, 2.0, 3.0]))
print(np.random.uniform(low=np.zeros(3), high=np.arange(1, 4)))
print(np.random.normal(np.array(1.0), 1.0, size=2), np.random.normal(np.float64(1.0), 2.0))

# expect: [  1.76405235  10.40015721 100.97873798]
# expect: [[ 2.2408932   3.73511598 -2.93183364]
# expect:  [10.95008842  9.69728558  9.69034344]]
# expect: [[1.58345008 1.52889492]
# expect:  [1.13608912 1.92559664]]
# expect: [0.07368535 0.18232206 0.06127676]
# expect: [0.83261985 1.5563135  2.61003644]
# expect: [1.4105985  2.49407907] 0.5896834724683983
