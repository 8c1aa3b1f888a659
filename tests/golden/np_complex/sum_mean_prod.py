import numpy as np
rng = np.random.RandomState(0)
z = rng.standard_normal(50) + 1j * rng.standard_normal(50)
print(z.sum(), z.mean(), z.prod())
print(np.sum(z.reshape(5, 10), axis=0)[:2])
# expect: (7.027963615654894-1.0471620622063977j) (0.1405592723130979-0.020943241244127955j) (-216.32840523184967-803.4332088755241j)
# expect: [-1.53849944-2.40716323j  1.46619389+2.2796038j ]
