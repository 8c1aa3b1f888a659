# A category that is not a Warning class is a TypeError.
import warnings
warnings.warn("x", int)

# expect runtime error: TypeError: category must be a Warning subclass, not 'type'
