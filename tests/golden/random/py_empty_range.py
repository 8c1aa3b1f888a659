# randrange on an empty range.
import random
random.seed(0)
print(random.randint(1, 1))
random.randrange(5, 5)

# expect: 1
# expect runtime error: ValueError: empty range for randrange() (5, 5, 0)
