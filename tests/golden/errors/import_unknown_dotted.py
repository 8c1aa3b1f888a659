# A dotted import names the first package on its path that is missing.
plot = True
if plot:
    import matplotlib.pyplot as plt
# expect runtime error: ModuleNotFoundError: No module named 'matplotlib'
