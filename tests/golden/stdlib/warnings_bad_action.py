# simplefilter checks its action.
import warnings
warnings.simplefilter("bogus")

# expect runtime error: AssertionError: invalid action: 'bogus'
