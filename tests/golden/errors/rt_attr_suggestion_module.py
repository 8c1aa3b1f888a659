# A misspelt module attribute.
import math
print(math.sqr(2))

# expect runtime error: AttributeError: module 'math' has no attribute 'sqr'. Did you mean: 'sqrt'?
