# filterwarnings, simplefilter and catch_warnings(record=True) choose what is shown.
import warnings
class MyWarning(UserWarning):
    pass
warnings.filterwarnings("ignore", message="skip.*me")
warnings.warn("Skip this me")
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    warnings.warn("hidden")
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    warnings.warn("one")
    warnings.warn("two", RuntimeWarning)
print(len(w), str(w[0].message), w[1].category.__name__, w[0].lineno)
warnings.simplefilter("error", MyWarning)
try:
    warnings.warn("boom", MyWarning)
except MyWarning as e:
    print("caught", e)
warnings.warn("shown", DeprecationWarning)

# expect: 2 one RuntimeWarning 12
# expect: caught boom
# expect stderr: warnings_filters.py:20: DeprecationWarning: shown
