# RandomState.tomaxint: 64-bit draws shifted right once; a method of RandomState objects only
import numpy as np
print(hasattr(np.random, 'tomaxint'))
rs = np.random.RandomState(7)
print(repr(rs.tomaxint()), rs.tomaxint(2), rs.tomaxint((2, 1)).dtype, rs.randint(10, size=3))

# expect: False
# expect: 703819759469818466 [7193481211817497851 4043611387291134057] int64 [7 8 9]
