# Legacy polar-method normals with the cached second value (reset by seed).
import numpy as np
np.random.seed(0)
print(np.random.randn(), np.random.randn())
np.random.seed(0)
print(np.random.randn())
print(np.random.randn(5))
print(np.random.standard_normal(3))
print(np.random.normal(5.0, 2.0, 4))
print(np.random.normal(), np.random.normal(loc=1.0, scale=0.1))
print(np.random.normal(size=(2, 2)))

# expect: 1.764052345967664 0.4001572083672233
# expect: 1.764052345967664
# expect: [ 0.40015721  0.97873798  2.2408932   1.86755799 -0.97727788]
# expect: [ 0.95008842 -0.15135721 -0.10321885]
# expect: [5.821197   5.28808714 7.90854701 6.52207545]
# expect: 0.12167501649282841 1.0443863232745425
# expect: [[ 0.33367433  1.49407907]
# expect:  [-0.20515826  0.3130677 ]]
