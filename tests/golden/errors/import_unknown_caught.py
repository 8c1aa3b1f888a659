# The error of a missing module can be caught, for an optional dependency.
try:
    import sklearn.linear_model as lm
    have_plot = True
except ImportError as e:
    print(type(e).__name__, e)
    have_plot = False
print(have_plot)
# expect: ModuleNotFoundError No module named 'sklearn'
# expect: False
