# random.seed(n) seeds MT19937 by init_by_array over the words of abs(n).
import random
random.seed(42)
print([random.random() for _ in range(3)])
random.seed(-42)
print(random.random())
random.seed(2 ** 40 + 3)
print(random.random())
random.seed(0)
print(random.random())
random.seed(1.5)
print(random.random())

# expect: [0.6394267984578837, 0.025010755222666936, 0.27502931836911926]
# expect: 0.6394267984578837
# expect: 0.21978710637116716
# expect: 0.8444218515250481
# expect: 0.551763726942059
