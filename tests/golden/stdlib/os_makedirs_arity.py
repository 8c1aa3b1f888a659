# makedirs needs its name argument.
import os
os.makedirs()

# expect runtime error: TypeError: makedirs() missing 1 required positional argument: 'name'
