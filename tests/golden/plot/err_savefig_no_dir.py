# error: savefig_no_dir
import matplotlib.pyplot as plt
plt.savefig('/nonexistent_dir/x.png')
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: '/nonexistent_dir/x.png'
