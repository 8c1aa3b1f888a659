# choice of an empty sequence.
import random
random.choice([])
# expect runtime error: IndexError: Cannot choose from an empty sequence
