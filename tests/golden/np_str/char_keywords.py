# np.char functions take NumPy's keyword names; a None drops itself and what follows (_clean_args),
# except start, which NumPy always passes
import numpy as np
a = np.array(['banana', 'papaya'])
print(np.char.replace(a, 'a', 'o', count=2), np.char.replace(a, 'a', 'o', None), np.char.center(a, width=10, fillchar='*'))
print(np.char.count(a, 'a', start=2), np.char.find(a, sub='p'), np.char.startswith(a, prefix='b'), np.char.strip(a, chars='ab'))
print(np.char.count(a, 'a', None, 3), np.char.zfill(a, width=8), np.char.expandtabs(np.array(['a\tb']), tabsize=2), np.char.ljust(a, 8, fillchar='.'))

# expect: ['bonona' 'popoya'] ['bonono' 'popoyo'] ['**banana**' '**papaya**']
# expect: [2 2] [-1  0] [ True False] ['nan' 'papay']
# expect: [1 1] ['00banana' '00papaya'] ['a b'] ['banana..' 'papaya..']
