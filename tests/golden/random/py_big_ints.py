# getrandbits of more than 64 bits and seeds beyond 64 bits give CPython's big ints.
import random
random.seed(2 ** 100 + 12345)
print(random.getrandbits(100), random.getrandbits(64), random.getrandbits(200), random.random())
random.seed(-3 ** 80)
print(random.getrandbits(65), random.randint(1, 6))
# expect: 736989827579395688601110131798 14074849943575540215 23278290569989853181016433379795965119438345243971096129961 0.8723167647423833
# expect: 3479909535720089328 3
