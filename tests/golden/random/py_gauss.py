# gauss caches its second value; normalvariate and expovariate have their own streams.
import random
random.seed(1)
print(random.gauss(), random.gauss(), random.gauss(10.0, 2.0))
print(random.normalvariate(), random.normalvariate(5.0, 0.5))
print(random.expovariate(2.0))
random.seed(1)
print(random.gauss())

# expect: 1.2881847531554629 1.449445608699771 10.132671617876523
# expect: -0.01422544551078489 5.61545361455833
# expect: 0.04928050173107774
# expect: 1.2881847531554629
