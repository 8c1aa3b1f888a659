# A str seed becomes int.from_bytes(s + sha512(s).digest()) before init_by_array.
import random
for s in ["", "hello", "x" * 112, "héllo wörld"]:
    random.seed(s)
    print(len(s), random.random(), random.randint(1, 100))

# expect: 0 0.9602256525641875 77
# expect: 5 0.3537754404730722 85
# expect: 112 0.2179316391017626 96
# expect: 11 0.07829104647591212 21
