# Object, string, bytes and datetime dtypes' descriptive attributes, and type(dtype).
import numpy as np
for c in ['O', 'U5', 'S3', 'M8[s]', 'm8[D]']:
    d = np.dtype(c)
    for attr in ['kind', 'char', 'num', 'str', 'descr', 'itemsize', 'byteorder', 'isnative', 'alignment', 'hasobject', 'name', 'type', 'flags', 'isbuiltin', 'names', 'fields', 'shape', 'subdtype']:
        try:
            print(c, attr, repr(getattr(d, attr)))
        except Exception as e:
            print(c, attr, 'ERR', type(e).__name__)
print(type(np.dtype('i4')), type(np.dtype('f8')), type(np.dtype('?')), type(np.dtype('O')), type(np.dtype('U3')), type(np.dtype('M8[s]')), type(np.dtype('c8')))

# expect: O kind 'O'
# expect: O char 'O'
# expect: O num 17
# expect: O str '|O'
# expect: O descr [('', '|O')]
# expect: O itemsize 8
# expect: O byteorder '|'
# expect: O isnative True
# expect: O alignment 8
# expect: O hasobject True
# expect: O name 'object'
# expect: O type <class 'numpy.object_'>
# expect: O flags 63
# expect: O isbuiltin 1
# expect: O names None
# expect: O fields None
# expect: O shape ()
# expect: O subdtype None
# expect: U5 kind 'U'
# expect: U5 char 'U'
# expect: U5 num 19
# expect: U5 str '<U5'
# expect: U5 descr [('', '<U5')]
# expect: U5 itemsize 20
# expect: U5 byteorder '='
# expect: U5 isnative True
# expect: U5 alignment 4
# expect: U5 hasobject False
# expect: U5 name 'str160'
# expect: U5 type <class 'numpy.str_'>
# expect: U5 flags 8
# expect: U5 isbuiltin 0
# expect: U5 names None
# expect: U5 fields None
# expect: U5 shape ()
# expect: U5 subdtype None
# expect: S3 kind 'S'
# expect: S3 char 'S'
# expect: S3 num 18
# expect: S3 str '|S3'
# expect: S3 descr [('', '|S3')]
# expect: S3 itemsize 3
# expect: S3 byteorder '|'
# expect: S3 isnative True
# expect: S3 alignment 1
# expect: S3 hasobject False
# expect: S3 name 'bytes24'
# expect: S3 type <class 'numpy.bytes_'>
# expect: S3 flags 0
# expect: S3 isbuiltin 0
# expect: S3 names None
# expect: S3 fields None
# expect: S3 shape ()
# expect: S3 subdtype None
# expect: M8[s] kind 'M'
# expect: M8[s] char 'M'
# expect: M8[s] num 21
# expect: M8[s] str '<M8[s]'
# expect: M8[s] descr [('', '<M8[s]')]
# expect: M8[s] itemsize 8
# expect: M8[s] byteorder '='
# expect: M8[s] isnative True
# expect: M8[s] alignment 8
# expect: M8[s] hasobject False
# expect: M8[s] name 'datetime64[s]'
# expect: M8[s] type <class 'numpy.datetime64'>
# expect: M8[s] flags 0
# expect: M8[s] isbuiltin 0
# expect: M8[s] names None
# expect: M8[s] fields None
# expect: M8[s] shape ()
# expect: M8[s] subdtype None
# expect: m8[D] kind 'm'
# expect: m8[D] char 'm'
# expect: m8[D] num 22
# expect: m8[D] str '<m8[D]'
# expect: m8[D] descr [('', '<m8[D]')]
# expect: m8[D] itemsize 8
# expect: m8[D] byteorder '='
# expect: m8[D] isnative True
# expect: m8[D] alignment 8
# expect: m8[D] hasobject False
# expect: m8[D] name 'timedelta64[D]'
# expect: m8[D] type <class 'numpy.timedelta64'>
# expect: m8[D] flags 0
# expect: m8[D] isbuiltin 0
# expect: m8[D] names None
# expect: m8[D] fields None
# expect: m8[D] shape ()
# expect: m8[D] subdtype None
# expect: <class 'numpy.dtype[int32]'> <class 'numpy.dtype[float64]'> <class 'numpy.dtype[bool_]'> <class 'numpy.dtype[object_]'> <class 'numpy.dtype[str_]'> <class 'numpy.dtype[datetime64]'> <class 'numpy.dtype[complex64]'>
