# Protocol 2: the same bytes object and _codecs.encode come back from the memo; renamed
# builtins (long, unicode, izip) and exceptions load as Python 3's.
import pickle
x = b"ab"
data = [x, x, b"cd", int, str, zip, ValueError, len]
d = pickle.dumps(data, protocol=2)
print(d)
print(pickle.loads(d))
print(pickle.loads(b'\x80\x02cexceptions\nKeyError\nq\x00.'), pickle.loads(b'\x80\x02c__builtin__\nlong\nq\x00.'))
# expect: b'\x80\x02]q\x00(c_codecs\nencode\nq\x01X\x02\x00\x00\x00abq\x02X\x06\x00\x00\x00latin1q\x03\x86q\x04Rq\x05h\x05h\x01X\x02\x00\x00\x00cdq\x06h\x03\x86q\x07Rq\x08c__builtin__\nlong\nq\tc__builtin__\nunicode\nq\ncitertools\nizip\nq\x0bcexceptions\nValueError\nq\x0cc__builtin__\nlen\nq\re.'
# expect: [b'ab', b'ab', b'cd', <class 'int'>, <class 'str'>, <class 'zip'>, <class 'ValueError'>, <built-in function len>]
# expect: <class 'KeyError'> <class 'int'>
