# a.flags on string and object arrays: their item layout (C/F contiguity, OWNDATA of views),
# always writeable
import numpy as np
b = np.full((3, 3), ' ')
print(b.flags.writeable, b.flags['C_CONTIGUOUS'], b.T.flags['F_CONTIGUOUS'], b.T.flags.c_contiguous)
print(b.flags.owndata, b[1:].flags.owndata, b[:, ::2].flags['C'], b.copy().flags['OWNDATA'])
print(b.flags)
o = np.array([1, 'a', None], dtype=object)
print(o.flags['C_CONTIGUOUS'], o[::2].flags.contiguous, o.flags.writeable, o.reshape(3, 1).T.flags.f_contiguous)
# expect: True True True False
# expect: True False False True
# expect:   C_CONTIGUOUS : True
# expect:   F_CONTIGUOUS : False
# expect:   OWNDATA : True
# expect:   WRITEABLE : True
# expect:   ALIGNED : True
# expect:   WRITEBACKIFCOPY : False
# expect: 
# expect: True False True True
