// wolfsuite_version (capi/wolfsuite.h): the project's version, given by the build.
#include "capi/wolfsuite.h"

extern "C" const char* wolfsuite_version(void) { return WOLFSUITE_VERSION; }
