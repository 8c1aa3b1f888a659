# randint and randrange with bounds past 64 bits draw CPython's _randbelow on the stream.
import random
random.seed(5)
print(random.randint(1, 10**20), random.randint(-2**70, 2**70))
print(random.randrange(10**30), random.randrange(2**64, 2**65))
print(random.Random(7).randint(1, 10**20))
random.randint(10**20, 5)

# expect: 96945849220684217414 1030072610835403694831
# expect: 812013609491856770156800063607 35065424975541715256
# expect: 35931773795037525049
# expect runtime error: ValueError: empty range for randrange() (100000000000000000000, 6, -99999999999999999994)
