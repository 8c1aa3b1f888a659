# Counter takes one positional argument
from collections import Counter
Counter("abc", "def")
# expect runtime error: TypeError: Counter.__init__() takes from 1 to 2 positional arguments but 3 were given
