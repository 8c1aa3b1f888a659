# random.randbytes(n) is getrandbits(8 * n) in little-endian bytes, on the seeded stream.
import random
random.seed(5)
print(random.randbytes(7).hex(), random.randbytes(0), random.randbytes(4).hex(), random.random())

# expect: 457c769fd86441 b'' 99c0e5bd 0.35853551175589526
