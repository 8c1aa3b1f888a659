# gamma, beta, pareto, Weibull and von Mises variates follow random.py step by step.
import random
random.seed(5)
print([random.gammavariate(a, 2.0) for a in [0.3, 1.0, 2.5, 9.0]])
print([random.betavariate(a, 1.5) for a in [0.5, 2.0]], random.betavariate(3, 3))
print(random.paretovariate(2.0), random.weibullvariate(1.0, 1.5))
print([random.vonmisesvariate(1.0, k) for k in [0.0, 0.5, 4.0]], random.vonmisesvariate(-3.0, 2.0))
print(random.random())

# expect: [0.5852113332282753, 3.1713799363481536, 4.667271191678647, 20.893086958223034]
# expect: [0.025704660701624367, 0.7970912361594651] 0.8597715809786324
# expect: 1.0775558134798022 0.9737621361160336
# expect: [0.7960747563907843, 0.9964113811838488, 1.8460818982695482] 2.8432486421905208
# expect: 0.06513971337567626
