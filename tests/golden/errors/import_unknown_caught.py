# The error of a missing module can be caught, for an optional dependency.
try:
    import matplotlib.pyplot as plt
    have_plot = True
except ImportError as e:
    print(type(e).__name__, e)
    have_plot = False
print(have_plot)
# expect: ModuleNotFoundError No module named 'matplotlib'
# expect: False
