#include <stddef.h>
#include "t0.h"
#pragma GCC diagnostic ignored "-Wunused-const-variable"

%%{
  machine t0_rfc3986;
  alphtype unsigned char;
  include rfc3986 "rfc3986.rl";
  r_URI := URI;
  r_hier_part := hier_part;
  r_URI_reference := URI_reference;
  r_absolute_URI := absolute_URI;
  r_relative_ref := relative_ref;
  r_relative_part := relative_part;
  r_scheme := scheme;
  r_authority := authority;
  r_userinfo := userinfo;
  r_host := host;
  r_port := port;
  r_IP_literal := IP_literal;
  r_IPvFuture := IPvFuture;
  r_IPv6address := IPv6address;
  r_h16 := h16;
  r_ls32 := ls32;
  r_IPv4address := IPv4address;
  r_dec_octet := dec_octet;
  r_reg_name := reg_name;
  r_path := path;
  r_path_abempty := path_abempty;
  r_path_absolute := path_absolute;
  r_path_noscheme := path_noscheme;
  r_path_rootless := path_rootless;
  r_path_empty := path_empty;
  r_segment := segment;
  r_segment_nz := segment_nz;
  r_segment_nz_nc := segment_nz_nc;
  r_pchar := pchar;
  r_query := query;
  r_fragment := fragment;
  r_pct_encoded := pct_encoded;
  r_unreserved := unreserved;
  r_reserved := reserved;
  r_gen_delims := gen_delims;
  r_sub_delims := sub_delims;
}%%
%% write data;
static int t0_rfc3986_run(int cs, const unsigned char *p, const unsigned char *pe,
                  size_t *consumed)
{
    const unsigned char *start = p;
    (void)t0_rfc3986_start; (void)t0_rfc3986_error;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs >= t0_rfc3986_first_final ? 1 : cs == 0 ? -1 : 0;
}
static const int t0_rfc3986_entries[] = {
    t0_rfc3986_en_r_URI,
    t0_rfc3986_en_r_hier_part,
    t0_rfc3986_en_r_URI_reference,
    t0_rfc3986_en_r_absolute_URI,
    t0_rfc3986_en_r_relative_ref,
    t0_rfc3986_en_r_relative_part,
    t0_rfc3986_en_r_scheme,
    t0_rfc3986_en_r_authority,
    t0_rfc3986_en_r_userinfo,
    t0_rfc3986_en_r_host,
    t0_rfc3986_en_r_port,
    t0_rfc3986_en_r_IP_literal,
    t0_rfc3986_en_r_IPvFuture,
    t0_rfc3986_en_r_IPv6address,
    t0_rfc3986_en_r_h16,
    t0_rfc3986_en_r_ls32,
    t0_rfc3986_en_r_IPv4address,
    t0_rfc3986_en_r_dec_octet,
    t0_rfc3986_en_r_reg_name,
    t0_rfc3986_en_r_path,
    t0_rfc3986_en_r_path_abempty,
    t0_rfc3986_en_r_path_absolute,
    t0_rfc3986_en_r_path_noscheme,
    t0_rfc3986_en_r_path_rootless,
    t0_rfc3986_en_r_path_empty,
    t0_rfc3986_en_r_segment,
    t0_rfc3986_en_r_segment_nz,
    t0_rfc3986_en_r_segment_nz_nc,
    t0_rfc3986_en_r_pchar,
    t0_rfc3986_en_r_query,
    t0_rfc3986_en_r_fragment,
    t0_rfc3986_en_r_pct_encoded,
    t0_rfc3986_en_r_unreserved,
    t0_rfc3986_en_r_reserved,
    t0_rfc3986_en_r_gen_delims,
    t0_rfc3986_en_r_sub_delims,
};

%%{
  machine t0_rfc8141;
  alphtype unsigned char;
  include rfc8141 "rfc8141.rl";
  r_namestring := namestring;
  r_assigned_name := assigned_name;
  r_NID := NID;
  r_ldh := ldh;
  r_NSS := NSS;
  r_rq_components := rq_components;
  r_r_component := r_component;
  r_q_component := q_component;
  r_f_component := f_component;
  r_alphanum := alphanum;
}%%
%% write data;
static int t0_rfc8141_run(int cs, const unsigned char *p, const unsigned char *pe,
                  size_t *consumed)
{
    const unsigned char *start = p;
    (void)t0_rfc8141_start; (void)t0_rfc8141_error;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs >= t0_rfc8141_first_final ? 1 : cs == 0 ? -1 : 0;
}
static const int t0_rfc8141_entries[] = {
    t0_rfc8141_en_r_namestring,
    t0_rfc8141_en_r_assigned_name,
    t0_rfc8141_en_r_NID,
    t0_rfc8141_en_r_ldh,
    t0_rfc8141_en_r_NSS,
    t0_rfc8141_en_r_rq_components,
    t0_rfc8141_en_r_r_component,
    t0_rfc8141_en_r_q_component,
    t0_rfc8141_en_r_f_component,
    t0_rfc8141_en_r_alphanum,
};

%%{
  machine t0_urn_draft03;
  alphtype unsigned char;
  include urn_draft03 "urn-draft03.rl";
  r_URI := URI;
  r_path_rootless := path_rootless;
  r_segment_nz := segment_nz;
  r_segment := segment;
  r_query := query;
  r_fragment := fragment;
  r_pchar := pchar;
  r_scheme := scheme;
  r_urn_path := urn_path;
  r_NID := NID;
  r_NSS := NSS;
  r_urn_query := urn_query;
  r_directive := directive;
  r_keywd := keywd;
  r_value := value;
  r_v_pchar := v_pchar;
  r_v_subdels := v_subdels;
  r_gen_delims := gen_delims;
  r_excluded := excluded;
}%%
%% write data;
static int t0_urn_draft03_run(int cs, const unsigned char *p, const unsigned char *pe,
                  size_t *consumed)
{
    const unsigned char *start = p;
    (void)t0_urn_draft03_start; (void)t0_urn_draft03_error;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs >= t0_urn_draft03_first_final ? 1 : cs == 0 ? -1 : 0;
}
static const int t0_urn_draft03_entries[] = {
    t0_urn_draft03_en_r_URI,
    t0_urn_draft03_en_r_path_rootless,
    t0_urn_draft03_en_r_segment_nz,
    t0_urn_draft03_en_r_segment,
    t0_urn_draft03_en_r_query,
    t0_urn_draft03_en_r_fragment,
    t0_urn_draft03_en_r_pchar,
    t0_urn_draft03_en_r_scheme,
    t0_urn_draft03_en_r_urn_path,
    t0_urn_draft03_en_r_NID,
    t0_urn_draft03_en_r_NSS,
    t0_urn_draft03_en_r_urn_query,
    t0_urn_draft03_en_r_directive,
    t0_urn_draft03_en_r_keywd,
    t0_urn_draft03_en_r_value,
    t0_urn_draft03_en_r_v_pchar,
    t0_urn_draft03_en_r_v_subdels,
    t0_urn_draft03_en_r_gen_delims,
    t0_urn_draft03_en_r_excluded,
};

%%{
  machine t0_rfc1738;
  alphtype unsigned char;
  include rfc1738 "rfc1738.rl";
  r_genericurl := genericurl;
  r_url := url;
  r_otherurl := otherurl;
  r_scheme := scheme;
  r_schemepart := schemepart;
  r_ip_schemepart := ip_schemepart;
  r_login := login;
  r_hostport := hostport;
  r_host := host;
  r_hostname := hostname;
  r_domainlabel := domainlabel;
  r_toplabel := toplabel;
  r_alphadigit := alphadigit;
  r_hostnumber := hostnumber;
  r_port := port;
  r_user := user;
  r_password := password;
  r_urlpath := urlpath;
  r_ftpurl := ftpurl;
  r_fpath := fpath;
  r_fsegment := fsegment;
  r_ftptype := ftptype;
  r_fileurl := fileurl;
  r_httpurl := httpurl;
  r_hpath := hpath;
  r_hsegment := hsegment;
  r_search := search;
  r_gopherurl := gopherurl;
  r_gtype := gtype;
  r_selector := selector;
  r_gopher_plus_string := gopher_plus_string;
  r_mailtourl := mailtourl;
  r_encoded822addr := encoded822addr;
  r_newsurl := newsurl;
  r_grouppart := grouppart;
  r_group := group;
  r_article := article;
  r_nntpurl := nntpurl;
  r_telneturl := telneturl;
  r_waisurl := waisurl;
  r_waisdatabase := waisdatabase;
  r_waisindex := waisindex;
  r_waisdoc := waisdoc;
  r_database := database;
  r_wtype := wtype;
  r_wpath := wpath;
  r_prosperourl := prosperourl;
  r_ppath := ppath;
  r_psegment := psegment;
  r_fieldspec := fieldspec;
  r_fieldname := fieldname;
  r_fieldvalue := fieldvalue;
  r_lowalpha := lowalpha;
  r_hialpha := hialpha;
  r_alpha := alpha;
  r_digit := digit;
  r_safe := safe;
  r_extra := extra;
  r_national := national;
  r_punctuation := punctuation;
  r_reserved := reserved;
  r_hex := hex;
  r_escape := escape;
  r_unreserved := unreserved;
  r_uchar := uchar;
  r_xchar := xchar;
  r_digits := digits;
}%%
%% write data;
static int t0_rfc1738_run(int cs, const unsigned char *p, const unsigned char *pe,
                  size_t *consumed)
{
    const unsigned char *start = p;
    (void)t0_rfc1738_start; (void)t0_rfc1738_error;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs >= t0_rfc1738_first_final ? 1 : cs == 0 ? -1 : 0;
}
static const int t0_rfc1738_entries[] = {
    t0_rfc1738_en_r_genericurl,
    t0_rfc1738_en_r_url,
    t0_rfc1738_en_r_otherurl,
    t0_rfc1738_en_r_scheme,
    t0_rfc1738_en_r_schemepart,
    t0_rfc1738_en_r_ip_schemepart,
    t0_rfc1738_en_r_login,
    t0_rfc1738_en_r_hostport,
    t0_rfc1738_en_r_host,
    t0_rfc1738_en_r_hostname,
    t0_rfc1738_en_r_domainlabel,
    t0_rfc1738_en_r_toplabel,
    t0_rfc1738_en_r_alphadigit,
    t0_rfc1738_en_r_hostnumber,
    t0_rfc1738_en_r_port,
    t0_rfc1738_en_r_user,
    t0_rfc1738_en_r_password,
    t0_rfc1738_en_r_urlpath,
    t0_rfc1738_en_r_ftpurl,
    t0_rfc1738_en_r_fpath,
    t0_rfc1738_en_r_fsegment,
    t0_rfc1738_en_r_ftptype,
    t0_rfc1738_en_r_fileurl,
    t0_rfc1738_en_r_httpurl,
    t0_rfc1738_en_r_hpath,
    t0_rfc1738_en_r_hsegment,
    t0_rfc1738_en_r_search,
    t0_rfc1738_en_r_gopherurl,
    t0_rfc1738_en_r_gtype,
    t0_rfc1738_en_r_selector,
    t0_rfc1738_en_r_gopher_plus_string,
    t0_rfc1738_en_r_mailtourl,
    t0_rfc1738_en_r_encoded822addr,
    t0_rfc1738_en_r_newsurl,
    t0_rfc1738_en_r_grouppart,
    t0_rfc1738_en_r_group,
    t0_rfc1738_en_r_article,
    t0_rfc1738_en_r_nntpurl,
    t0_rfc1738_en_r_telneturl,
    t0_rfc1738_en_r_waisurl,
    t0_rfc1738_en_r_waisdatabase,
    t0_rfc1738_en_r_waisindex,
    t0_rfc1738_en_r_waisdoc,
    t0_rfc1738_en_r_database,
    t0_rfc1738_en_r_wtype,
    t0_rfc1738_en_r_wpath,
    t0_rfc1738_en_r_prosperourl,
    t0_rfc1738_en_r_ppath,
    t0_rfc1738_en_r_psegment,
    t0_rfc1738_en_r_fieldspec,
    t0_rfc1738_en_r_fieldname,
    t0_rfc1738_en_r_fieldvalue,
    t0_rfc1738_en_r_lowalpha,
    t0_rfc1738_en_r_hialpha,
    t0_rfc1738_en_r_alpha,
    t0_rfc1738_en_r_digit,
    t0_rfc1738_en_r_safe,
    t0_rfc1738_en_r_extra,
    t0_rfc1738_en_r_national,
    t0_rfc1738_en_r_punctuation,
    t0_rfc1738_en_r_reserved,
    t0_rfc1738_en_r_hex,
    t0_rfc1738_en_r_escape,
    t0_rfc1738_en_r_unreserved,
    t0_rfc1738_en_r_uchar,
    t0_rfc1738_en_r_xchar,
    t0_rfc1738_en_r_digits,
};

%%{
  machine t0_url_draft05;
  alphtype unsigned char;
  include url_draft05 "url-draft05.rl";
  r_URL_reference := URL_reference;
  r_absoluteURL := absoluteURL;
  r_opaque_URL := opaque_URL;
  r_generic_URL := generic_URL;
  r_relativeURL := relativeURL;
  r_net_path := net_path;
  r_abs_path := abs_path;
  r_rel_path := rel_path;
  r_scheme := scheme;
  r_site := site;
  r_user := user;
  r_password := password;
  r_hostport := hostport;
  r_host := host;
  r_hostname := hostname;
  r_domainlabel := domainlabel;
  r_toplabel := toplabel;
  r_hostnumber := hostnumber;
  r_port := port;
  r_path := path;
  r_path_segments := path_segments;
  r_segment := segment;
  r_param := param;
  r_pchar := pchar;
  r_query := query;
  r_fragment := fragment;
  r_urlc := urlc;
  r_reserved := reserved;
  r_unreserved := unreserved;
  r_mark := mark;
  r_escaped := escaped;
  r_hex := hex;
  r_alphanum := alphanum;
  r_alpha := alpha;
  r_lowalpha := lowalpha;
  r_upalpha := upalpha;
  r_digit := digit;
}%%
%% write data;
static int t0_url_draft05_run(int cs, const unsigned char *p, const unsigned char *pe,
                  size_t *consumed)
{
    const unsigned char *start = p;
    (void)t0_url_draft05_start; (void)t0_url_draft05_error;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs >= t0_url_draft05_first_final ? 1 : cs == 0 ? -1 : 0;
}
static const int t0_url_draft05_entries[] = {
    t0_url_draft05_en_r_URL_reference,
    t0_url_draft05_en_r_absoluteURL,
    t0_url_draft05_en_r_opaque_URL,
    t0_url_draft05_en_r_generic_URL,
    t0_url_draft05_en_r_relativeURL,
    t0_url_draft05_en_r_net_path,
    t0_url_draft05_en_r_abs_path,
    t0_url_draft05_en_r_rel_path,
    t0_url_draft05_en_r_scheme,
    t0_url_draft05_en_r_site,
    t0_url_draft05_en_r_user,
    t0_url_draft05_en_r_password,
    t0_url_draft05_en_r_hostport,
    t0_url_draft05_en_r_host,
    t0_url_draft05_en_r_hostname,
    t0_url_draft05_en_r_domainlabel,
    t0_url_draft05_en_r_toplabel,
    t0_url_draft05_en_r_hostnumber,
    t0_url_draft05_en_r_port,
    t0_url_draft05_en_r_path,
    t0_url_draft05_en_r_path_segments,
    t0_url_draft05_en_r_segment,
    t0_url_draft05_en_r_param,
    t0_url_draft05_en_r_pchar,
    t0_url_draft05_en_r_query,
    t0_url_draft05_en_r_fragment,
    t0_url_draft05_en_r_urlc,
    t0_url_draft05_en_r_reserved,
    t0_url_draft05_en_r_unreserved,
    t0_url_draft05_en_r_mark,
    t0_url_draft05_en_r_escaped,
    t0_url_draft05_en_r_hex,
    t0_url_draft05_en_r_alphanum,
    t0_url_draft05_en_r_alpha,
    t0_url_draft05_en_r_lowalpha,
    t0_url_draft05_en_r_upalpha,
    t0_url_draft05_en_r_digit,
};

%%{
  machine t0_url_1993;
  alphtype unsigned char;
  include url_1993 "url-1993.rl";
  r_fragmentaddress := fragmentaddress;
  r_url := url;
  r_generic := generic;
  r_scheme := scheme;
  r_httpaddress := httpaddress;
  r_fileaddress := fileaddress;
  r_afsaddress := afsaddress;
  r_newsaddress := newsaddress;
  r_waisaddress := waisaddress;
  r_waisindex := waisindex;
  r_waisdoc := waisdoc;
  r_groupart := groupart;
  r_group := group;
  r_article := article;
  r_database := database;
  r_wtype := wtype;
  r_prosperoaddress := prosperoaddress;
  r_prosperolink := prosperolink;
  r_hsoname := hsoname;
  r_version := version;
  r_attributes := attributes;
  r_attribute := attribute;
  r_telnetaddress := telnetaddress;
  r_gopheraddress := gopheraddress;
  r_hostport := hostport;
  r_host := host;
  r_cellname := cellname;
  r_hostname := hostname;
  r_hostnumber := hostnumber;
  r_port := port;
  r_selector := selector;
  r_path := path;
  r_search := search;
  r_user := user;
  r_fragmentid := fragmentid;
  r_gtype := gtype;
  r_xalpha := xalpha;
  r_xalphas := xalphas;
  r_xpalpha := xpalpha;
  r_xpalphas := xpalphas;
  r_ialpha := ialpha;
  r_alpha := alpha;
  r_digit := digit;
  r_safe := safe;
  r_extra := extra;
  r_escape := escape;
  r_hex := hex;
  r_variant := variant;
  r_punctuation := punctuation;
  r_digits := digits;
  r_alphanum := alphanum;
  r_alphanums := alphanums;
  r_void := void;
}%%
%% write data;
static int t0_url_1993_run(int cs, const unsigned char *p, const unsigned char *pe,
                  size_t *consumed)
{
    const unsigned char *start = p;
    (void)t0_url_1993_start; (void)t0_url_1993_error;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs >= t0_url_1993_first_final ? 1 : cs == 0 ? -1 : 0;
}
static const int t0_url_1993_entries[] = {
    t0_url_1993_en_r_fragmentaddress,
    t0_url_1993_en_r_url,
    t0_url_1993_en_r_generic,
    t0_url_1993_en_r_scheme,
    t0_url_1993_en_r_httpaddress,
    t0_url_1993_en_r_fileaddress,
    t0_url_1993_en_r_afsaddress,
    t0_url_1993_en_r_newsaddress,
    t0_url_1993_en_r_waisaddress,
    t0_url_1993_en_r_waisindex,
    t0_url_1993_en_r_waisdoc,
    t0_url_1993_en_r_groupart,
    t0_url_1993_en_r_group,
    t0_url_1993_en_r_article,
    t0_url_1993_en_r_database,
    t0_url_1993_en_r_wtype,
    t0_url_1993_en_r_prosperoaddress,
    t0_url_1993_en_r_prosperolink,
    t0_url_1993_en_r_hsoname,
    t0_url_1993_en_r_version,
    t0_url_1993_en_r_attributes,
    t0_url_1993_en_r_attribute,
    t0_url_1993_en_r_telnetaddress,
    t0_url_1993_en_r_gopheraddress,
    t0_url_1993_en_r_hostport,
    t0_url_1993_en_r_host,
    t0_url_1993_en_r_cellname,
    t0_url_1993_en_r_hostname,
    t0_url_1993_en_r_hostnumber,
    t0_url_1993_en_r_port,
    t0_url_1993_en_r_selector,
    t0_url_1993_en_r_path,
    t0_url_1993_en_r_search,
    t0_url_1993_en_r_user,
    t0_url_1993_en_r_fragmentid,
    t0_url_1993_en_r_gtype,
    t0_url_1993_en_r_xalpha,
    t0_url_1993_en_r_xalphas,
    t0_url_1993_en_r_xpalpha,
    t0_url_1993_en_r_xpalphas,
    t0_url_1993_en_r_ialpha,
    t0_url_1993_en_r_alpha,
    t0_url_1993_en_r_digit,
    t0_url_1993_en_r_safe,
    t0_url_1993_en_r_extra,
    t0_url_1993_en_r_escape,
    t0_url_1993_en_r_hex,
    t0_url_1993_en_r_variant,
    t0_url_1993_en_r_punctuation,
    t0_url_1993_en_r_digits,
    t0_url_1993_en_r_alphanum,
    t0_url_1993_en_r_alphanums,
    t0_url_1993_en_r_void,
};

%%{
  machine t0_core;
  alphtype unsigned char;
  include core "core.rl";
  r_ALPHA := ALPHA;
  r_BIT := BIT;
  r_CHAR := CHAR;
  r_CR := CR;
  r_CRLF := CRLF;
  r_CTL := CTL;
  r_DIGIT := DIGIT;
  r_DQUOTE := DQUOTE;
  r_HEXDIG := HEXDIG;
  r_HTAB := HTAB;
  r_LF := LF;
  r_LWSP := LWSP;
  r_OCTET := OCTET;
  r_SP := SP;
  r_VCHAR := VCHAR;
  r_WSP := WSP;
}%%
%% write data;
static int t0_core_run(int cs, const unsigned char *p, const unsigned char *pe,
                  size_t *consumed)
{
    const unsigned char *start = p;
    (void)t0_core_start; (void)t0_core_error;
    %% write exec;
    *consumed = (size_t)(p - start);
    return cs >= t0_core_first_final ? 1 : cs == 0 ? -1 : 0;
}
static const int t0_core_entries[] = {
    t0_core_en_r_ALPHA,
    t0_core_en_r_BIT,
    t0_core_en_r_CHAR,
    t0_core_en_r_CR,
    t0_core_en_r_CRLF,
    t0_core_en_r_CTL,
    t0_core_en_r_DIGIT,
    t0_core_en_r_DQUOTE,
    t0_core_en_r_HEXDIG,
    t0_core_en_r_HTAB,
    t0_core_en_r_LF,
    t0_core_en_r_LWSP,
    t0_core_en_r_OCTET,
    t0_core_en_r_SP,
    t0_core_en_r_VCHAR,
    t0_core_en_r_WSP,
};

const struct t0_grammar t0_grammars[] = {
    { t0_rfc3986_run, t0_rfc3986_entries, 36 },
    { t0_rfc8141_run, t0_rfc8141_entries, 10 },
    { t0_urn_draft03_run, t0_urn_draft03_entries, 19 },
    { t0_rfc1738_run, t0_rfc1738_entries, 67 },
    { t0_url_draft05_run, t0_url_draft05_entries, 37 },
    { t0_url_1993_run, t0_url_1993_entries, 53 },
    { t0_core_run, t0_core_entries, 16 },
};
const size_t t0_grammar_count = 7;
