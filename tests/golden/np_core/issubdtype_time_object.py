# issubdtype places datetime64 under generic, timedelta64 under signedinteger, object_ under
# generic; np.sctypes lists the scalar classes by family
import numpy as np
parents = [np.generic, np.number, np.integer, np.signedinteger, np.floating, np.flexible]
for t in [np.datetime64, np.timedelta64, np.object_, 'M8[D]', 'm8', np.dtype('O'), object]:
    print([np.issubdtype(t, p) for p in parents])
print(np.issubdtype(np.dtype('M8[D]'), np.datetime64), np.issubdtype('M8[s]', 'M8[D]'))
print(np.issubdtype(np.datetime64, np.timedelta64), np.issubdtype(np.float64, np.datetime64))
print(np.issubdtype(np.object_, object), np.issubdtype(np.float64, object), np.issubdtype(np.int8, np.object_))
print(np.sctypes['int'])
print(np.sctypes['uint'])
print(np.sctypes['float'])
print(np.sctypes['complex'])
print(np.sctypes['others'])


# expect: [True, False, False, False, False, False]
# expect: [True, True, True, True, False, False]
# expect: [True, False, False, False, False, False]
# expect: [True, False, False, False, False, False]
# expect: [True, True, True, True, False, False]
# expect: [True, False, False, False, False, False]
# expect: [True, False, False, False, False, False]
# expect: True True
# expect: False False
# expect: True False False
# expect: [<class 'numpy.int8'>, <class 'numpy.int16'>, <class 'numpy.int32'>, <class 'numpy.int64'>]
# expect: [<class 'numpy.uint8'>, <class 'numpy.uint16'>, <class 'numpy.uint32'>, <class 'numpy.uint64'>]
# expect: [<class 'numpy.float16'>, <class 'numpy.float32'>, <class 'numpy.float64'>, <class 'numpy.float128'>]
# expect: [<class 'numpy.complex64'>, <class 'numpy.complex128'>, <class 'numpy.complex256'>]
# expect: [<class 'bool'>, <class 'object'>, <class 'bytes'>, <class 'str'>, <class 'numpy.void'>]
