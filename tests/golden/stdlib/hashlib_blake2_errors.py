# CPython's messages for blake2 parameters out of range
import hashlib
cases = [dict(digest_size=0), dict(key=b"x" * 65), dict(salt=b"x" * 17), dict(person=b"x" * 17),
         dict(fanout=256), dict(depth=0), dict(leaf_size=2 ** 32), dict(leaf_size=-1),
         dict(node_offset=2 ** 64), dict(node_depth=256), dict(inner_size=65), dict(key="s"), dict(bogus=1)]
for kw in cases:
    try:
        hashlib.blake2b(**kw)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
for kw in [dict(digest_size=33), dict(salt=b"x" * 9), dict(node_offset=2 ** 48)]:
    try:
        hashlib.blake2s(**kw)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    hashlib.blake2b(b"a", b"b")
except TypeError as e:
    print(e)
hashlib.blake2b().hexdigest(5)
# expect: ValueError digest_size must be between 1 and 64 bytes
# expect: ValueError maximum key length is 64 bytes
# expect: ValueError maximum salt length is 16 bytes
# expect: ValueError maximum person length is 16 bytes
# expect: ValueError fanout must be between 0 and 255
# expect: ValueError depth must be between 1 and 255
# expect: OverflowError leaf_size is too large
# expect: ValueError value must be positive
# expect: OverflowError int too big to convert
# expect: ValueError node_depth must be between 0 and 255
# expect: ValueError inner_size must be between 0 and is 64
# expect: TypeError a bytes-like object is required, not 'str'
# expect: TypeError 'bogus' is an invalid keyword argument for blake2b()
# expect: ValueError digest_size must be between 1 and 32 bytes
# expect: ValueError maximum salt length is 8 bytes
# expect: OverflowError node_offset is too large
# expect: blake2b() takes at most 1 positional argument (2 given)
# expect runtime error: TypeError: blake2b.hexdigest() takes no arguments (1 given)
