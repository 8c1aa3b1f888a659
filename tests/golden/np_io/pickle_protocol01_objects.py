# protocols 0 and 1 for collections, exceptions, slices, bytearrays, NumPy arrays and dtypes (their reductions with the old opcodes)
import pickle, collections
import numpy as np
objs = [collections.OrderedDict(a=1), collections.defaultdict(list, {1: [2]}), collections.deque([1, 2]), collections.Counter('aab'),
        ValueError('x', 2), slice(1, 2), bytearray(b'ab'), np.arange(3), np.array([[1.5, 2]], dtype=np.float32), np.dtype('f4')]
for proto in (0, 1):
    for o in objs:
        try:
            b = pickle.dumps(o, proto)
            print(proto, b)
            print(repr(pickle.loads(b)))
        except Exception as e:
            print(proto, 'ERR', type(e).__name__, e)

# expect: 0 b'ccollections\nOrderedDict\np0\n(tRp1\nVa\np2\nI1\ns.'
# expect: OrderedDict([('a', 1)])
# expect: 0 b'ccollections\ndefaultdict\np0\n(c__builtin__\nlist\np1\ntp2\nRp3\nI1\n(lp4\nI2\nas.'
# expect: defaultdict(<class 'list'>, {1: [2]})
# expect: 0 b'ccollections\ndeque\np0\n(tRp1\nI1\naI2\na.'
# expect: deque([1, 2])
# expect: 0 b'ccollections\nCounter\np0\n((dp1\nVa\np2\nI2\nsVb\np3\nI1\nstp4\nRp5\n.'
# expect: Counter({'a': 2, 'b': 1})
# expect: 0 b'cexceptions\nValueError\np0\n(Vx\np1\nI2\ntp2\nRp3\n.'
# expect: ValueError('x', 2)
# expect: 0 b'c__builtin__\nslice\np0\n(I1\nI2\nNtp1\nRp2\n.'
# expect: slice(1, 2, None)
# expect: 0 b'c__builtin__\nbytearray\np0\n(c_codecs\nencode\np1\n(Vab\np2\nVlatin1\np3\ntp4\nRp5\ntp6\nRp7\n.'
# expect: bytearray(b'ab')
# expect: 0 b'cnumpy.core.multiarray\n_reconstruct\np0\n(cnumpy\nndarray\np1\n(I0\ntp2\nc_codecs\nencode\np3\n(Vb\np4\nVlatin1\np5\ntp6\nRp7\ntp8\nRp9\n(I1\n(I3\ntp10\ncnumpy\ndtype\np11\n(Vi8\np12\nI00\nI01\ntp13\nRp14\n(I3\nV<\np15\nNNNI-1\nI-1\nI0\ntp16\nbI00\ng3\n(V\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\x01\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\x02\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\np17\ng5\ntp18\nRp19\ntp20\nb.'
# expect: array([0, 1, 2])
# expect: 0 b'cnumpy.core.multiarray\n_reconstruct\np0\n(cnumpy\nndarray\np1\n(I0\ntp2\nc_codecs\nencode\np3\n(Vb\np4\nVlatin1\np5\ntp6\nRp7\ntp8\nRp9\n(I1\n(I1\nI2\ntp10\ncnumpy\ndtype\np11\n(Vf4\np12\nI00\nI01\ntp13\nRp14\n(I3\nV<\np15\nNNNI-1\nI-1\nI0\ntp16\nbI00\ng3\n(V\\u0000\\u0000\xc0?\\u0000\\u0000\\u0000@\np17\ng5\ntp18\nRp19\ntp20\nb.'
# expect: array([[1.5, 2. ]], dtype=float32)
# expect: 0 b'cnumpy\ndtype\np0\n(Vf4\np1\nI00\nI01\ntp2\nRp3\n(I3\nV<\np4\nNNNI-1\nI-1\nI0\ntp5\nb.'
# expect: dtype('float32')
# expect: 1 b'ccollections\nOrderedDict\nq\x00)Rq\x01X\x01\x00\x00\x00aq\x02K\x01s.'
# expect: OrderedDict([('a', 1)])
# expect: 1 b'ccollections\ndefaultdict\nq\x00(c__builtin__\nlist\nq\x01tq\x02Rq\x03K\x01]q\x04K\x02as.'
# expect: defaultdict(<class 'list'>, {1: [2]})
# expect: 1 b'ccollections\ndeque\nq\x00)Rq\x01(K\x01K\x02e.'
# expect: deque([1, 2])
# expect: 1 b'ccollections\nCounter\nq\x00(}q\x01(X\x01\x00\x00\x00aq\x02K\x02X\x01\x00\x00\x00bq\x03K\x01utq\x04Rq\x05.'
# expect: Counter({'a': 2, 'b': 1})
# expect: 1 b'cexceptions\nValueError\nq\x00(X\x01\x00\x00\x00xq\x01K\x02tq\x02Rq\x03.'
# expect: ValueError('x', 2)
# expect: 1 b'c__builtin__\nslice\nq\x00(K\x01K\x02Ntq\x01Rq\x02.'
# expect: slice(1, 2, None)
# expect: 1 b'c__builtin__\nbytearray\nq\x00(c_codecs\nencode\nq\x01(X\x02\x00\x00\x00abq\x02X\x06\x00\x00\x00latin1q\x03tq\x04Rq\x05tq\x06Rq\x07.'
# expect: bytearray(b'ab')
# expect: 1 b'cnumpy.core.multiarray\n_reconstruct\nq\x00(cnumpy\nndarray\nq\x01(K\x00tq\x02c_codecs\nencode\nq\x03(X\x01\x00\x00\x00bq\x04X\x06\x00\x00\x00latin1q\x05tq\x06Rq\x07tq\x08Rq\t(K\x01(K\x03tq\ncnumpy\ndtype\nq\x0b(X\x02\x00\x00\x00i8q\x0cI00\nI01\ntq\rRq\x0e(K\x03X\x01\x00\x00\x00<q\x0fNNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00tq\x10bI00\nh\x03(X\x18\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00q\x11h\x05tq\x12Rq\x13tq\x14b.'
# expect: array([0, 1, 2])
# expect: 1 b'cnumpy.core.multiarray\n_reconstruct\nq\x00(cnumpy\nndarray\nq\x01(K\x00tq\x02c_codecs\nencode\nq\x03(X\x01\x00\x00\x00bq\x04X\x06\x00\x00\x00latin1q\x05tq\x06Rq\x07tq\x08Rq\t(K\x01(K\x01K\x02tq\ncnumpy\ndtype\nq\x0b(X\x02\x00\x00\x00f4q\x0cI00\nI01\ntq\rRq\x0e(K\x03X\x01\x00\x00\x00<q\x0fNNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00tq\x10bI00\nh\x03(X\t\x00\x00\x00\x00\x00\xc3\x80?\x00\x00\x00@q\x11h\x05tq\x12Rq\x13tq\x14b.'
# expect: array([[1.5, 2. ]], dtype=float32)
# expect: 1 b'cnumpy\ndtype\nq\x00(X\x02\x00\x00\x00f4q\x01I00\nI01\ntq\x02Rq\x03(K\x03X\x01\x00\x00\x00<q\x04NNNJ\xff\xff\xff\xffJ\xff\xff\xff\xffK\x00tq\x05b.'
# expect: dtype('float32')
