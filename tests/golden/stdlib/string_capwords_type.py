# capwords asks its argument for split().
import string
string.capwords(12)

# expect runtime error: AttributeError: 'int' object has no attribute 'split'
