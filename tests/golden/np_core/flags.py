# a.flags: contiguity, ownership and the writeable switch.
import numpy as np
a = np.arange(6).reshape(2, 3)
print(repr(a.flags))
print(a.T.flags.f_contiguous, a.flags['C_CONTIGUOUS'], a.flags.owndata, a.T.flags.owndata, a.flags['W'], a.flags.writeable, np.arange(3).flags.owndata)
b = np.zeros((1, 3))
print(b.flags.c_contiguous, b.flags.f_contiguous, np.zeros(0).flags.f_contiguous, a[:, ::2].flags.c_contiguous)
print(a.flags)
a.flags.writeable = False
print(a.flags.writeable)
a[0, 0] = 1

# expect:   C_CONTIGUOUS : True
# expect:   F_CONTIGUOUS : False
# expect:   OWNDATA : False
# expect:   WRITEABLE : True
# expect:   ALIGNED : True
# expect:   WRITEBACKIFCOPY : False
# expect: 
# expect: True True False False True True True
# expect: True True True False
# expect:   C_CONTIGUOUS : True
# expect:   F_CONTIGUOUS : False
# expect:   OWNDATA : False
# expect:   WRITEABLE : True
# expect:   ALIGNED : True
# expect:   WRITEBACKIFCOPY : False
# expect: 
# expect: False
# expect runtime error: ValueError: assignment destination is read-only
