# shake digests of a megabyte and more: the same bytes as CPython's (hexdigest wrote them one
# formatted pair at a time, and lengths of 2**32 or more were cut to 32 bits).
import hashlib
h = hashlib.shake_128(b"x")
print(len(h.hexdigest(2**20)), h.hexdigest(2**20)[-8:], h.digest(3 * 2**20)[-4:].hex())
print(hashlib.shake_256(b"y").hexdigest(0) == "", hashlib.shake_256(b"y").digest(1))
# expect: 2097152 c4158019 6796ccb4
# expect: True b'\x0c'
