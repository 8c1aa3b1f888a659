# The "error" action raises the warning.
import warnings
warnings.simplefilter("error")
print("before")
warnings.warn("fatal")

# expect: before
# expect runtime error: UserWarning: fatal
