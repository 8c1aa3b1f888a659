import numpy as np
s = np.str_('hi')
print(s, repr(s), type(s), np.str_(5), repr(np.str_(2.5)), s.title())
print(repr(np.array([s, 'there'])), repr(np.array(['a'], dtype=np.str_)), sorted([np.str_('b'), 'a']))
# expect: hi 'hi' <class 'numpy.str_'> 5 '2.5' Hi
# expect: array(['hi', 'there'], dtype='<U5') array(['a'], dtype='<U1') ['a', 'b']
